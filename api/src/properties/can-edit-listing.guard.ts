// Whoever may not edit the listing of the route's :id gets 403 before its body is read (a guard runs before the
// pipes): a refusal of the body tells nothing to whom may not touch the listing.
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { TokenPayload } from '@inmo/contracts';
import { ListingPermissions } from './listing-permissions.service.js';

@Injectable()
export class CanEditListing implements CanActivate {
  constructor(@Inject(ListingPermissions) private readonly permissions: ListingPermissions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ params: { id: string }; user?: TokenPayload }>();
    await this.permissions.assertCanEdit(req.params.id, req.user);
    return true;
  }
}
