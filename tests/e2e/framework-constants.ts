/**
 * Numbers of the specification that Docusaurus itself implements (theme-classic
 * and core 3.8.1). Our code has nothing to import them into; the browser tests
 * do, so that a framework upgrade that changes one is caught.
 */

/** The progress bar starts this long after a route change to another path (spec §9, §2). */
export const PROGRESS_BAR_DELAY_MS = 200;

/** Sidebar categories expand and collapse in this long when the reader asks for reduced motion (spec §9). */
export const COLLAPSE_DURATION_REDUCED_MOTION_MS = 1;

/** At this width and below the layout is the mobile one (spec §2). */
export const DESKTOP_BREAKPOINT_PX = 996;
