/**
 * The server's messages in one language, nested by catalog as their keys are
 * (`upload.notAnImage` is `{ upload: { notAnImage } }`); `{name}` stands for a value it sends.
 */
export interface TServerMessages {
  [catalog: string]: Record<string, string>;
}
