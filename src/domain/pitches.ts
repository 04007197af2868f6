/** The most solutions whose pitches one request may ask for (`?solution=` repeated); a research recommends a few. */
export const MAX_PITCH_SOLUTIONS = 20;
