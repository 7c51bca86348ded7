import { z } from 'zod';

/** Every default zod message in Portuguese, on the server and in the browser alike. */
z.config(z.locales.ptBR());
