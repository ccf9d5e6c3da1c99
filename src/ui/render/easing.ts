/** Easing curves on [0, 1] -> [0, 1] (easeOutBack overshoots). Inputs outside [0, 1] are clamped. */

const clamp01 = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t);

export const linear = (t: number): number => clamp01(t);

/** Quick start, soft landing: a step reacts at once and still settles into its cell. */
export const easeOutCubic = (t: number): number => {
  const u = 1 - clamp01(t);
  return 1 - u * u * u;
};

export const easeInCubic = (t: number): number => {
  const c = clamp01(t);
  return c * c * c;
};

export const easeInOutSine = (t: number): number => (1 - Math.cos(Math.PI * clamp01(t))) / 2;

/** Ends with a small overshoot (about 10%): used for pops that should feel springy. */
export const easeOutBack = (t: number): number => {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  const c = t - 1;
  const s = 1.70158;
  return 1 + c * c * ((s + 1) * c + s);
};

/** 0 -> 1 -> 0 over the interval: out and back (a bump against a wall). */
export const pulse = (t: number): number => Math.sin(Math.PI * clamp01(t));

export const easeOutQuad = (t: number): number => {
  const u = 1 - clamp01(t);
  return 1 - u * u;
};
