import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './routes-catalogue';
import { feedbackRoutes } from './routes-feedback';
import { resultRoutes } from './routes-results';
import { savedRoutes } from './routes-saved';
import { ticketRoutes } from './routes-tickets';

/** Topic tests: catalogue, tickets, answers, results, saved and unfinished tests, reports, ratings. */
export const topicTestRoutes: FastifyPluginAsyncZod<{ dailyLimit: number }> = async (app, { dailyLimit }) => {
  await app.register(catalogueRoutes);
  await app.register(ticketRoutes, { dailyLimit });
  await app.register(resultRoutes, { dailyLimit });
  await app.register(savedRoutes);
  await app.register(feedbackRoutes, { dailyLimit });
};
