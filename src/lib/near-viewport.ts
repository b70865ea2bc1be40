/**
 * Calls `onNear` once, when `element` comes within `rootMargin` of the viewport,
 * and returns the function that stops watching (for an effect's cleanup). Code
 * blocks, diagrams and the API request panel load their code this way.
 */
export function onceNearViewport(element: Element, rootMargin: string, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
