import { z } from 'zod';

// Law schemas also run in the browser (they check objects from navigation state). There zod
// would probe for eval support with `Function('')` when a schema is created, which the site's
// Content-Security-Policy blocks and reports; its interpreter is fast enough for one object.
// Imported before any schema is built.
z.config({ jitless: true });
