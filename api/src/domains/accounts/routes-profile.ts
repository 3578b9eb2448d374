// Profiles (SPEC §7 /profile/*, /mypage, /avatar-images, /avatars/{file}, /profile-image-change, /language).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userResponse } from '@platform/shared/contracts';
import {
  avatarListResponse,
  followBody,
  followResponse,
  languageListResponse,
  profileImageBody,
  profileQuery,
  profileResponse,
  profileResultResponse,
  profileUpdateBody,
  profileProgressResponse,
  statisticsQuery,
  statisticsResponse,
  subjectSaveBody,
  subjectSaveData,
} from '@platform/shared/accounts';
import * as z from 'zod/mini';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import { requireUserId } from '../../plugins/session';
import {
  avatarList,
  avatarSvg,
  profileView,
  registeredUser,
  saveSubjects,
  setAvatar,
  setFollow,
  studyLanguages,
  updateProfile,
  weeklyXp,
} from './service-profile';
import { profileProgress, recentResults } from './service-progress';
import { loadAuthUser } from './service-users';
import { fileResponse } from '../../openapi';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/profile/view',
    {
      schema: {
        tags,
        summary: 'A profile (own without id); signed-in users only',
        querystring: profileQuery,
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const me = await requireUserId(request);
      return { data: await profileView(db, me, request.query.id ?? me, request.locale) };
    },
  );

  app.get(
    '/profile/result',
    {
      schema: {
        tags,
        summary: 'Recent activity: the latest finished results of every kind (topic tests, exams, olympiads, the autotest), newest first',
        description: 'On another user’s profile (id) the kinds, names and dates only: `score` and `max_score` are null.',
        querystring: profileQuery,
        response: { 200: profileResultResponse },
      },
    },
    async (request) => {
      const me = await requireUserId(request);
      const id = request.query.id ?? me;
      if (id !== me) await registeredUser(db, id);
      return { data: await recentResults(db, id, id === me, request.locale, new Date()) };
    },
  );

  app.get(
    '/profile/progress',
    {
      schema: {
        tags,
        summary:
          'One’s own progress: results over time per exam kind with its maximum, accuracy per subject and the weakest topics of the last 30 days',
        response: { 200: profileProgressResponse },
      },
    },
    async (request) => {
      const me = await requireUserId(request);
      return { data: await profileProgress(db, me, request.locale, new Date()) };
    },
  );

  app.get(
    '/profile/statistics',
    {
      schema: {
        tags,
        summary: 'XP per day of the last 7 days: you and others (ids, else the people you follow, else the week’s leaders)',
        querystring: statisticsQuery,
        response: { 200: statisticsResponse },
      },
    },
    async (request) => {
      const me = await requireUserId(request);
      return { data: await weeklyXp(db, me, request.query.ids, request.locale, new Date()) };
    },
  );

  app.get('/avatar-images', { schema: { tags, summary: 'Avatars to choose from', response: { 200: avatarListResponse } } }, async () => ({
    data: await avatarList(db),
  }));

  app.get(
    '/avatars/:file',
    {
      schema: {
        tags,
        summary: 'One avatar picture (SVG)',
        params: z.object({ file: z.string().check(z.regex(/^\d{1,9}\.svg$/)) }),
        response: fileResponse('image/svg+xml', 'The avatar (SVG)'),
      },
    },
    async (request, reply) => {
      const svg = await avatarSvg(db, Number.parseInt(request.params.file, 10));
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  app.post(
    '/profile-image-change',
    { schema: { tags, summary: 'Sets the avatar (one of /avatar-images)', body: profileImageBody, response: { 200: userResponse } } },
    async (request) => {
      const userId = await requireUserId(request);
      await setAvatar(db, userId, request.body.image);
      return { message: t(request.locale, 'auth.saved'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.post(
    '/profile/update',
    {
      schema: {
        tags,
        summary: 'Edits the profile (multipart fields name, last_name, birthday, gender, address_id)',
        consumes: ['multipart/form-data', 'application/json'],
        body: profileUpdateBody,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await updateProfile(db, userId, request.body);
      return { message: t(request.locale, 'auth.profile_saved'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.get(
    '/mypage',
    { schema: { tags, summary: 'The signed-in user (401 for guests)', response: { 200: userResponse } } },
    async (request) => {
      const userId = await requireUserId(request);
      return { message: t(request.locale, 'auth.signed_in'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.post(
    '/mypage',
    {
      schema: {
        tags,
        summary: 'Saves the subjects: multipart field `data` = JSON {subject_ids}',
        consumes: ['multipart/form-data', 'application/json'],
        body: subjectSaveBody,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const parsed = subjectSaveData.safeParse(request.body.data);
      if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR', 'validation.subjects_required', {}, {}, 'data.subject_ids');
      await saveSubjects(db, userId, parsed.data.subject_ids);
      return { message: t(request.locale, 'auth.saved'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.post(
    '/profile/follow',
    { schema: { tags, summary: 'Follows a user', body: followBody, response: { 200: followResponse } } },
    async (request) => {
      const me = await requireUserId(request);
      return { message: t(request.locale, 'auth.saved'), data: await setFollow(db, me, request.body.id, true) };
    },
  );
  app.post(
    '/profile/unfollow',
    { schema: { tags, summary: 'Unfollows a user', body: followBody, response: { 200: followResponse } } },
    async (request) => {
      const me = await requireUserId(request);
      return { message: t(request.locale, 'auth.saved'), data: await setFollow(db, me, request.body.id, false) };
    },
  );

  app.get(
    '/language',
    { schema: { tags: ['reference'], summary: 'Test languages', response: { 200: languageListResponse } } },
    async (request) => ({ data: await studyLanguages(db, request.locale) }),
  );
};
