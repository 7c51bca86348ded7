/** Spec point 9: toolbar height 64. Kept apart so layouts can reserve the space before the toolbar loads. */
export const TOOLBAR_HEIGHT = 64;
