/** The one error body every API failure answers with. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
