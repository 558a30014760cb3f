// How the abuse scripts read an answer: its status, its text and, when the text is JSON, its body
// (an empty object otherwise: a refusal past the service, a proxy's page).

export interface ReadAnswer {
  status: number;
  text: string;
  body: Record<string, unknown>;
}

export function bodyOf(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function readAnswer(res: Response): Promise<ReadAnswer> {
  const text = await res.text();
  return { status: res.status, text, body: bodyOf(text) };
}
