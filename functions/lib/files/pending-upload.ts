// The tag an upload carries from its presigned POST until its confirmation accepts it
// (uploads.ts); the buckets' lifecycle rule expires objects that still carry it after a day
// (infra/stacks/data-stack.ts). Its own module, free of SDK imports, so the CDK app reads it too.
export const PENDING_UPLOAD_TAG = { key: 'upload', value: 'pending' } as const;

/** The POST form's `tagging` field: S3's tag-set XML with the pending tag. */
export const PENDING_TAGGING = `<Tagging><TagSet><Tag><Key>${PENDING_UPLOAD_TAG.key}</Key><Value>${PENDING_UPLOAD_TAG.value}</Value></Tag></TagSet></Tagging>`;
