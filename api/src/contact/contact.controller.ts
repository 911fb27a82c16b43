// POST /api/user/contacto: the public contact form (ContactService.receive: validated, throttled, stored).
import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { contactoSchema, type Contacto } from '@inmo/contracts';
import { Public } from '../auth/decorators.js';
import { SameOriginJsonGuard } from '../common/same-origin-json.guard.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { ContactService } from './contact.service.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';

const OK = { success: true, message: 'Tu consulta fue enviada con éxito. En breve nos pondremos en contacto.' };

@ApiTags('contacto')
@Public()
@Controller('user')
export class ContactController {
  constructor(@Inject(ContactService) private readonly contact: ContactService) {}

  @ApiOperation({ summary: 'Consulta del formulario de contacto (5 cada 10 min por cliente)' })
  @Idempotente()
  @UseGuards(SameOriginJsonGuard)
  @Post('contacto')
  @HttpCode(201)
  async contacto(@Body(new ZodPipe(contactoSchema)) body: Contacto, @Req() req: { ip: string }) {
    await this.contact.receive(body, req.ip);
    return OK;
  }
}
