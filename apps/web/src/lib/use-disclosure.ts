import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button that opens a small menu: Escape closes it and gives focus back to the button, a press
 * outside closes it. `close` is for a chosen item (focus goes back to the button, as after Escape).
 */
export function useDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    button.current?.focus();
  };

  return { isOpen, setIsOpen, close, menuId, root, button };
}
