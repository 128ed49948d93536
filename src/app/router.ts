import { createAppRouter } from './create-router.ts';

export const router = createAppRouter();
