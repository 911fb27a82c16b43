// The OpenAPI document of /api/docs, written from the call table of contracts (calls.ts): each route's request
// body and reply come from the same schemas the API checks and answers with, converted by zod's JSON Schema
// writer. Nest's scanner gives the routes, their tags and summaries; this fills in what they carry.
import type { OpenAPIObject } from '@nestjs/swagger';
import { CALENDARIO, COMPROBANTE, CSV, HTML, IDEMPOTENCY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, IMAGEN, LLAMADAS, PDF, REDIRECCION, XML, errorSchema, type Llamada } from '@inmo/contracts';
import { toJSONSchema } from 'zod/mini';

type Schema = Record<string, unknown>;

function jsonSchema(schema: Exclude<Llamada['respuesta'], typeof IMAGEN | typeof COMPROBANTE | typeof XML | typeof REDIRECCION | typeof PDF | typeof HTML | typeof CALENDARIO | typeof CSV>, io: 'input' | 'output'): Schema {
  // `unrepresentable: 'any'`: a transform's output is described by what it reads (io 'input') or left open.
  const { $schema: _, ...rest } = toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Schema;
  return rest;
}

const BINARIO = { type: 'string', format: 'binary' };
const ERROR = { description: 'Error: el mensaje en castellano, un código estable y, si hay, los mensajes por campo', content: { 'application/json': { schema: jsonSchema(errorSchema, 'output') } } };

function cuerpo(c: NonNullable<Llamada['cuerpo']>) {
  if (c === IMAGEN) {
    return {
      required: true,
      description: 'La imagen (PNG o JPEG, hasta 10 MB): el archivo tal cual, o multipart/form-data con el campo file',
      content: { 'image/jpeg': { schema: BINARIO }, 'image/png': { schema: BINARIO }, 'multipart/form-data': { schema: { type: 'object', properties: { file: BINARIO }, required: ['file'] } } },
    };
  }
  if (c === COMPROBANTE) {
    return {
      required: true,
      description: 'El comprobante (PDF, JPG, PNG o WebP, hasta 5 MB) como multipart/form-data con el campo archivo',
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { archivo: BINARIO }, required: ['archivo'] } } },
    };
  }
  if ('multipart' in c) {
    const { archivo, descripcion, campos } = c.multipart;
    const texto = jsonSchema(campos, 'input') as { properties?: Schema; required?: string[] };
    return {
      required: true,
      description: descripcion,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { [archivo]: BINARIO, ...texto.properties }, required: [archivo, ...(texto.required ?? [])] } } },
    };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(c, 'input') } } };
}

function respuesta(r: Llamada['respuesta']) {
  if (r === IMAGEN) return { description: 'La imagen', content: { 'image/webp': { schema: BINARIO }, 'image/jpeg': { schema: BINARIO }, 'image/svg+xml': { schema: BINARIO } } };
  if (r === COMPROBANTE) return { description: 'El comprobante', content: { 'application/pdf': { schema: BINARIO }, 'image/jpeg': { schema: BINARIO }, 'image/png': { schema: BINARIO }, 'image/webp': { schema: BINARIO } } };
  if (r === XML) return { description: 'El feed en el formato XML del portal', content: { 'application/xml': { schema: { type: 'string' } } } };
  if (r === PDF) return { description: 'El documento PDF', content: { 'application/pdf': { schema: BINARIO } } };
  if (r === CSV) return { description: 'Un archivo CSV para planilla (separador ;, coma decimal, UTF-8 con BOM)', content: { 'text/csv': { schema: { type: 'string' } } } };
  if (r === CALENDARIO) return { description: 'El evento en formato iCalendar', content: { 'text/calendar': { schema: { type: 'string' } } } };
  if (r === REDIRECCION) return { description: 'Redirección a Portales', headers: { Location: { schema: { type: 'string' } } } };
  if (r === HTML) return { description: 'La página (noindex)', content: { 'text/html': { schema: { type: 'string' } } } };
  return { description: 'Respuesta', content: { 'application/json': { schema: jsonSchema(r, 'output') } } };
}

/** 'GET /api/admin/cliente/{id}' → the table's 'GET /admin/cliente/{id}'. */
export const claveDeLlamada = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/^\/api(?=\/)/, '')}`;

/** Fills every operation of the document with its body and replies; returns the routes the table does not know. */
export function documentar(doc: OpenAPIObject): string[] {
  const sinEntrada: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Record<string, unknown>>)) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      const clave = claveDeLlamada(method, path);
      const llamada = LLAMADAS[clave];
      if (!llamada) {
        sinEntrada.push(clave);
        continue;
      }
      if (llamada.cuerpo) op.requestBody = cuerpo(llamada.cuerpo);
      const ok: Record<string, unknown> = respuesta(llamada.respuesta);
      // A create that takes Idempotency-Key (@Idempotente: Nest's scanner lists the header) says when it is a replay.
      if (Array.isArray(op.parameters) && op.parameters.some((p: { in?: string; name?: string }) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER)) {
        ok.headers = { [IDEMPOTENCY_REPLAYED_HEADER]: { description: "'true' cuando es la respuesta guardada de la primera solicitud con esa clave", schema: { type: 'string', enum: ['true'] } } };
      }
      op.responses = { [String(llamada.estado ?? (llamada.respuesta === REDIRECCION ? 303 : 200))]: ok, default: ERROR };
    }
  }
  return sinEntrada;
}
