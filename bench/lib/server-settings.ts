/**
 * Server settings every timing bench starts its server with. The per-minute request budget
 * (REQUEST_BUDGET_PER_MINUTE, graphql/request-budget.ts) protects an instance from one user; a
 * bench is one user sending thousands of requests on purpose (concept-list warms the server with
 * 1,000 grid pages), so it lifts the budget through the server's own setting, never a client header.
 * The fairness bench is the one that measures the default budget.
 */
export const BENCH_SERVER_SETTINGS = { REQUEST_BUDGET_PER_MINUTE: '1000000000' } as const;
