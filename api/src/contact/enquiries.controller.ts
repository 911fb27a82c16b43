// The back office's enquiry inbox: list contact enquiries newest first, mark them read or answered, log a
// reply sent from it (which marks it answered).
import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ERROR_CODES,
  POR_PAGINA,
  actualizarConsultaSchema,
  asignarConsultaSchema,
  consultasConsultaSchema,
  esUuid,
  registrarRespuestaSchema,
  type ActualizarConsulta,
  type AsignarConsulta,
  type ConsultasConsulta,
  type RegistrarRespuesta,
  type TokenPayload,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { assigneeOf } from '../common/assignment-filter.js';
import { Actor } from '../history/actor.js';
import { ContactService } from './contact.service.js';

const noEncontrada = () => ApiError.notFound('Consulta no encontrada', ERROR_CODES.NOT_FOUND);

@ApiTags('consultas')
@Controller('admin')
export class EnquiriesController {
  constructor(@Inject(ContactService) private readonly contact: ContactService) {}

  /**
   * ?page=&limit= (default 10, max 100) &estado=pendientes|leidas|respondidas|sinresponder &q= (text, ≤ 200)
   * &asignadoA={userId}|ninguno &mias=1 (the caller's) &canal=Web|Zonaprop|MercadoLibre
   */
  @ApiOperation({ summary: 'Bandeja de consultas, más nuevas primero; filtros estado, q, asignadoA, mias' })
  @Get('consultas')
  async list(@Query(new ZodPipe(consultasConsultaSchema)) c: ConsultasConsulta, @Req() req: { user?: TokenPayload }) {
    const page = c.page ?? 1;
    const limit = c.limit ?? POR_PAGINA.consultas;
    const r = await this.contact.list({ page, limit, estado: c.estado, q: c.q, asignadoA: assigneeOf(c, c.asignadoA, req.user?.sub), canal: c.canal });
    return { success: true, data: r.items, total: r.total, page, pages: Math.max(1, Math.ceil(r.total / limit)), pendientes: r.pendientes };
  }

  /** {leida?: boolean, respondida?: boolean} */
  @ApiOperation({ summary: 'Marca una consulta leída o respondida' })
  @Patch('consultas/:id')
  async update(@Param('id') id: string, @Body(new ZodPipe(actualizarConsultaSchema)) body: ActualizarConsulta) {
    if (!esUuid(id)) throw noEncontrada();
    const consulta = await this.contact.mark(id, body);
    if (!consulta) throw noEncontrada();
    return { success: true, data: consulta };
  }

  /** {usuario: userId | null}: assigns the enquiry to that member of staff, or to nobody. */
  @ApiOperation({ summary: 'Asigna una consulta a un usuario del equipo (null: sin asignar)' })
  @Put('consultas/:id/asignar')
  async assign(@Param('id') id: string, @Body(new ZodPipe(asignarConsultaSchema)) body: AsignarConsulta) {
    if (!esUuid(id)) throw noEncontrada();
    const consulta = await this.contact.assign(id, body.usuario);
    if (!consulta) throw noEncontrada();
    return { success: true, data: consulta };
  }

  /** {canal: 'whatsapp' | 'email'}: a reply was sent from the inbox; logged with who and when, the enquiry answered. */
  @ApiOperation({ summary: 'Registra una respuesta enviada desde Consultas (quién, cuándo, canal) y la marca respondida' })
  @Post('consultas/:id/respuesta')
  @HttpCode(200)
  async reply(@Param('id') id: string, @Body(new ZodPipe(registrarRespuestaSchema)) body: RegistrarRespuesta, @Actor() actor: Actor) {
    if (!esUuid(id)) throw noEncontrada();
    const consulta = await this.contact.logReply(id, body.canal, actor);
    if (!consulta) throw noEncontrada();
    return { success: true, message: 'Respuesta registrada', data: consulta };
  }
}
