import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOPIC_DAILY_LIMIT_DEFAULT } from '@platform/shared/topic-tests';
import { catalogueRoutes } from './routes-catalogue';
import { feedbackRoutes } from './routes-feedback';
import { resultRoutes } from './routes-results';
import { savedRoutes } from './routes-saved';
import { ticketRoutes } from './routes-tickets';

/** Topic tests: catalogue, tickets, answers, results, saved and unfinished tests, reports, ratings. */
export const topicTestRoutes: FastifyPluginAsyncZod<{ dailyLimit?: number }> = async (app, { dailyLimit = TOPIC_DAILY_LIMIT_DEFAULT }) => {
  await app.register(catalogueRoutes);
  await app.register(ticketRoutes, { dailyLimit });
  await app.register(resultRoutes);
  await app.register(savedRoutes);
  await app.register(feedbackRoutes);
};
