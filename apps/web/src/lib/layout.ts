/** Layout constants of spec §9. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
export const SIDEBAR_SLIDE_OFFSET_PX = 280;
export const SIDEBAR_SPRING = { type: 'spring', damping: 25, stiffness: 300 } as const;
export const BACKDROP_OPACITY = 0.5;
