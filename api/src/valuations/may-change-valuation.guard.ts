// Whoever may not change the valuation of the route's :id gets 404 or 403 before its body is read (a guard runs
// before the pipes): a refusal of the body tells nothing to whom may not touch the valuation.
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { TokenPayload } from '@inmo/contracts';
import { ValuationsService } from './valuations.service.js';

@Injectable()
export class MayChangeValuation implements CanActivate {
  constructor(@Inject(ValuationsService) private readonly valuations: ValuationsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ params: { id: string }; user?: TokenPayload }>();
    await this.valuations.assertMayChange(req.params.id, req.user);
    return true;
  }
}
