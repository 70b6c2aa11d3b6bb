import { useEffect, useRef, useState } from 'react';
import { windowDays, windowOfDays, type TWindow } from '../lib/deal-window';
import { nepalDay } from '../lib/festival-dates';

/** A Deals form's first field, focused when the form opens in place of its row to edit it. */
export function useFirstFieldRef(isEditing: boolean) {
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (isEditing) firstFieldRef.current?.focus();
  }, [isEditing]);
  return firstFieldRef;
}

/**
 * The first and last day a Deals form shows, from today when new or from the code's or sale's window
 * when `editing`, and the window they make.
 */
export function useDealDays(editing: TWindow | undefined) {
  const days = editing ? windowDays(editing) : { firstDay: nepalDay(new Date()), lastDay: '' };
  const [firstDay, setFirstDay] = useState(days.firstDay);
  const [lastDay, setLastDay] = useState(days.lastDay);
  return {
    firstDay,
    setFirstDay,
    lastDay,
    setLastDay,
    window: () => windowOfDays({ firstDay, lastDay }, new Date(), editing),
  };
}

export type TDealDays = ReturnType<typeof useDealDays>;
