/** Below this width the navigation is a drawer behind a menu button, and lists stack their rows. */
export const PHONE_MEDIA = '@media (max-width: 700px)';
