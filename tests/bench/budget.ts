// Performance budgets the bench reports against (issue 2 §8).
export const INITIAL_JS_BUDGET_KB = 150
