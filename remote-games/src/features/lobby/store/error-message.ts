/** The message to show for a failed load: the server's (ApiError) or the client's own. */
export const errorMessage = (error: unknown): string | null => (error instanceof Error ? error.message : null);
