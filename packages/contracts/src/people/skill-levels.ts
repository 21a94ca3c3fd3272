/** Skill levels: I intermediate, E expert, B (or anything else) beginner. */
export const SKILL_LEVELS = ['B', 'I', 'E'] as const;
