import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOPIC_DAILY_LIMIT_DEFAULT } from '../../services/tests/tickets';
import { catalogueRoutes } from './catalogue';
import { feedbackRoutes } from './feedback';
import { resultRoutes } from './results';
import { savedRoutes } from './saved';
import { ticketRoutes } from './tickets';

/** Topic tests: catalogue, tickets, answers, results, saved and unfinished tests, reports, ratings. */
export const testRoutes: FastifyPluginAsyncZod<{ dailyLimit?: number }> = async (app, { dailyLimit = TOPIC_DAILY_LIMIT_DEFAULT }) => {
  await app.register(catalogueRoutes);
  await app.register(ticketRoutes, { dailyLimit });
  await app.register(resultRoutes);
  await app.register(savedRoutes);
  await app.register(feedbackRoutes);
};
