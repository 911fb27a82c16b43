// A worker thread of the report pool (report-pool.ts): renders one valuation report per task, off the thread that
// answers requests. Takes the report's data as JSON text and the photo's bytes apart (a text crosses threads as one
// copy; an object would be cloned field by field on the request thread), and answers the PDF's bytes.
import { informeTasacion, type EntradaInforme } from './valuation-report.js';

export default async function render(task: { json: string; foto: Uint8Array | null }): Promise<Uint8Array> {
  const pdf = await informeTasacion({ ...(JSON.parse(task.json) as Omit<EntradaInforme, 'foto'>), foto: task.foto });
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
