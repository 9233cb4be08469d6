import * as z from 'zod';

// What the patients function and the thumbnailer say to each other, apart from make.ts so the
// patients function never bundles sharp.
export const thumbnailRequestSchema = z.object({ source: z.url(), target: z.url() });
export type ThumbnailRequest = z.infer<typeof thumbnailRequestSchema>;
export const thumbnailAnswerSchema = z.object({ made: z.boolean() });
export const THUMBNAIL_CONTENT_TYPE = 'image/jpeg';
