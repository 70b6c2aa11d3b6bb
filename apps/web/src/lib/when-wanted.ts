import { NEAR_MARGIN, watchUntilNear } from './watch-until-near';

/** The first of these inside waiting server HTML makes it live at once (a press starts with one). */
const TOUCHES = ['pointerdown', 'focusin'] as const;
/** These can arrive with no touch before them (a screen reader's press, a script's change): held, then sent again once live. */
const HELD = ['click', 'input', 'change'] as const;
/** Before the handlers inside it, which hydration has not attached yet. */
const CAPTURE = { capture: true };

export type TWanted = 'near' | 'touched';

function copyOf(event: Event): Event {
  return event instanceof MouseEvent ? new MouseEvent(event.type, event) : new Event(event.type, event);
}

/**
 * Calls `onTouched` once, when someone touches, focuses or changes something inside the element. An
 * event of `HELD` that reaches it first is stopped and dispatched again a task later, once what
 * `onTouched` started has made the element live. The returned function stops listening.
 */
export function whenTouched(element: Element, onTouched: () => void): () => void {
  const onHeld = (event: Event) => {
    event.stopImmediatePropagation();
    event.preventDefault();
    settle();
    setTimeout(() => event.target?.dispatchEvent(copyOf(event)), 0);
  };
  function stop() {
    for (const type of TOUCHES) element.removeEventListener(type, settle, CAPTURE);
    for (const type of HELD) element.removeEventListener(type, onHeld, CAPTURE);
  }
  function settle() {
    stop();
    onTouched();
  }
  for (const type of TOUCHES) element.addEventListener(type, settle, CAPTURE);
  for (const type of HELD) element.addEventListener(type, onHeld, CAPTURE);
  return stop;
}

/**
 * Calls `onWanted('near')` when the element comes near the screen, and `onWanted('touched')` when
 * someone touches it (see `whenTouched`), whether or not it came near first: what 'near' starts
 * waits for its turn, and a tap in that wait must not land on HTML that has no handlers yet. The
 * returned function stops both.
 */
export function whenWanted(element: Element, onWanted: (how: TWanted) => void): () => void {
  const stopWatching = watchUntilNear(element, NEAR_MARGIN, () => onWanted('near'));
  const stopListening = whenTouched(element, () => {
    stopWatching();
    onWanted('touched');
  });
  return () => {
    stopWatching();
    stopListening();
  };
}
