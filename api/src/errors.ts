/** An error the api answers with on purpose: status, stable code and a message key of api/src/i18n. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}
