import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @platform/api` writes a new SQL migration into api/drizzle/ from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
