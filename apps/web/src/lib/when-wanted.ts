import { NEAR_MARGIN, watchUntilNear } from './watch-until-near';

/** The first of these inside waiting server HTML makes it live at once (a press starts with one). */
const TOUCHES = ['pointerdown', 'focusin'] as const;
/** These can arrive with no touch before them (a screen reader's press, a script's change): held, then sent again once live. */
const HELD = ['click', 'input', 'change'] as const;

export type TWanted = 'near' | 'touched';

function copyOf(event: Event): Event {
  return event instanceof MouseEvent ? new MouseEvent(event.type, event) : new Event(event.type, event);
}

/**
 * Calls `onWanted` once: when the element comes near the screen, or when someone touches, focuses
 * or changes something inside it first. An event of `HELD` that reaches it first is stopped and
 * dispatched again a task later, once what `onWanted` started has made the element live. The
 * returned function stops waiting.
 */
export function whenWanted(element: Element, onWanted: (how: TWanted) => void): () => void {
  const stopWatching = watchUntilNear(element, NEAR_MARGIN, () => settle('near'));
  const onTouch = () => settle('touched');
  const onHeld = (event: Event) => {
    event.stopImmediatePropagation();
    event.preventDefault();
    settle('touched');
    setTimeout(() => event.target?.dispatchEvent(copyOf(event)), 0);
  };
  function stop() {
    stopWatching();
    for (const type of TOUCHES) element.removeEventListener(type, onTouch, true);
    for (const type of HELD) element.removeEventListener(type, onHeld, true);
  }
  function settle(how: TWanted) {
    stop();
    onWanted(how);
  }
  for (const type of TOUCHES) element.addEventListener(type, onTouch, true);
  for (const type of HELD) element.addEventListener(type, onHeld, true);
  return stop;
}
