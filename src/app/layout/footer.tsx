import { useQuery } from '@tanstack/react-query';
import { supplierQueryOptions } from '@/features/supplier/api/queries';
import { formatRegistrationNumber } from '@/rules/registration-number';
import * as texts from '@/texts';

const { footer } = texts.shell;

/**
 * The footer (docs/product/shell.md#footer): the supplier's details as the provider set them on the
 * server, never in code. Until they have loaded (or a detail the provider has not set) the place
 * stays empty.
 */
export function Footer() {
  const { data: supplier } = useQuery(supplierQueryOptions());
  const phone = supplier?.phone ?? '';
  const email = supplier?.email ?? '';
  return (
    <footer className="footer">
      <p className="footer__name">{supplier?.name}</p>
      <dl className="footer__details">
        <div>
          <dt>{footer.registrationNumber}</dt>
          <dd>{formatRegistrationNumber(supplier?.registrationNumber ?? '')}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{footer.address}</dt>
          <dd>{supplier?.address}</dd>
        </div>
        <div>
          <dt>{footer.email}</dt>
          <dd>{email && <a href={`mailto:${email}`}>{email}</a>}</dd>
        </div>
        <div>
          <dt>{footer.phone}</dt>
          <dd>{phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}</dd>
        </div>
      </dl>
    </footer>
  );
}
