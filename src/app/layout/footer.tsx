import { config } from '@/lib/config';
import * as texts from '@/texts';

const { footer } = texts.shell;

/** The footer (docs/product/shell.md#footer): company details from configuration, never from code. */
export function Footer() {
  const { company } = config;
  return (
    <footer className="footer">
      <p className="footer__name">{company.name}</p>
      <dl className="footer__details">
        <div>
          <dt>{footer.registrationNumber}</dt>
          <dd>{company.registrationNumber}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{footer.address}</dt>
          <dd>{company.address}</dd>
        </div>
        <div>
          <dt>{footer.email}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
        <div>
          <dt>{footer.phone}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
          </dd>
        </div>
      </dl>
    </footer>
  );
}
