/**
 * The newest migration of this evident (the last key of migrations.ts; a test holds the two together). Its own file so
 * that the hook CLI can tell an older store from a current one without loading the migrations (and kysely).
 */
export const LATEST_MIGRATION = '0021_task_handoffs'
