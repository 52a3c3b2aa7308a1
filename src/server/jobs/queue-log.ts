/** The logging a queue needs (Fastify's pino logger fits). */
export type QueueLog = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};
