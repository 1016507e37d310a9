/**
 * The tutorial has been seen: <html> carries this attribute. index.html's inline script sets it before the first paint
 * from the stored key 'tutorial' (or when the storage cannot be read: the tutorial then never comes back again and
 * again), so a visitor's prerendered /matches hides its first visit's card at once (first-visit-tutorial.css); the
 * tutorial sets it when the fan ends it. The app reads this, not the storage: one answer from the first paint on.
 */
export const tutorialSeenAttribute = 'data-tutorial-seen';

export const tutorialSeen = () => document.documentElement.hasAttribute(tutorialSeenAttribute);
