import { clock } from '../clock';
import { contentItemRecord, contentSessionRecord } from '../records';
import { builder } from './builder';

/** A published item of the content service's tooltips, with no data. */
export const buildContentItem = builder(contentItemRecord, () => ({
  id: 1,
  collection: 'tooltips',
  status: 'published' as const,
  data: {},
}));

/** A content-service session valid for an hour. */
export const buildContentSession = builder(contentSessionRecord, () => ({
  token: 'content-token',
  expiresAt: clock.hoursFromNow(1),
}));
