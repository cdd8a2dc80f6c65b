/** Layout constants of spec §9. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/**
 * A tablet's widths (768–1279 px): the sidebar is a narrow icon rail there, so the register gets the width; the
 * spec's toggle expands it. At 1280 px and up the full 16rem sidebar stays (Tailwind's xl breakpoint, which the
 * content's padding follows).
 */
export const RAIL_QUERY = '(min-width: 768px) and (max-width: 1279.98px)';
export const SIDEBAR_SLIDE_OFFSET_PX = 280;
export const SIDEBAR_SPRING = { type: 'spring', damping: 25, stiffness: 300 } as const;
export const BACKDROP_OPACITY = 0.5;
