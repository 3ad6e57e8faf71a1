/** Small fixed brand mark, bottom left (brief section 2). Decorative. */
export function BrandWatermark({ name }: { name: string }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed bottom-2 left-2 z-20 hidden select-none rounded bg-surface/90 px-1.5 py-0.5 text-[11px] font-semibold text-muted sm:block"
    >
      ₹ {name}
    </div>
  );
}
