import { useEffect, useState } from 'react';

/** Whether the window has scrolled more than `threshold` pixels, updated once per frame. */
export function useScrolledPast(threshold: number): boolean {
  // Read after mount (the server has no window): the first check runs in the effect below.
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return past;
}
