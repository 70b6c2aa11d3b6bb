import { useEffect, useRef, useState } from 'react';

/**
 * A preview URL for the file chosen in an input. Each new choice releases the previous URL, and
 * the last one is released when the component goes away.
 */
export function useFilePreview(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  useEffect(() => {
    const urls = current;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
    };
  }, []);

  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, choose];
}
