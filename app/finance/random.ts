// A small seedable pseudo-random generator (sfc32, seeded through splitmix32) for the
// simulations. It uses only 32-bit integer arithmetic, so the same seed gives the same
// sequence in Node, in any browser and in a Web Worker: a shared link reproduces a result.

/** Returns a function giving uniform integers in [0, 2^32) for a seed in [0, 2^32). */
export function createRandomSource(seed: number): () => number {
  let state = seed >>> 0;
  const splitmix = () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first outputs, as the generator's author advises, so nearby seeds diverge.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A uniform integer in [0, count) from one 32-bit draw (bias below 1 in 10^8 for small counts). */
export function randomIndex(next: () => number, count: number): number {
  return Math.floor((next() / 4294967296) * count);
}
