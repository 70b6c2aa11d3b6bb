export interface FilePart {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

export interface MultipartPayload {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body as a browser's FormData would send it, for `app.inject`. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): Promise<MultipartPayload> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.contentType ?? 'application/octet-stream' });
    form.append(name, blob, file.filename ?? `${name}.bin`);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
