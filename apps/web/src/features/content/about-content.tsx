import { useTranslation } from 'react-i18next';
import { useContent } from '../../content/localized.ts';

const h2 = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';
const text = 'text-base leading-relaxed text-slate-700 dark:text-slate-300';
const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';

function telHref(phone: string) {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The About page: tagline, mission, vision, team, history and milestones, contacts, location. */
export function AboutContent() {
  const { t } = useTranslation('content');
  const { about, shop, team } = useContent();
  return (
    <>
      <section
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-brand-50 to-transparent dark:from-slate-900"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase dark:text-brand-300">
              {t('about.since', { founded: shop.foundedText })}
            </p>
            <h1
              id="about-title"
              className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
            >
              {about.tagline}
            </h1>
            <p className={`mt-5 ${text}`}>{about.intro}</p>
          </div>
          <img
            src="/media/about/shop-front.svg"
            alt={t('about.shopFrontAlt', { name: shop.name })}
            width={800}
            height={600}
            fetchPriority="high"
            className="w-full rounded-2xl bg-slate-100 dark:bg-slate-800"
          />
        </div>
      </section>

      <section
        aria-label={t('about.missionAndVision')}
        className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2 lg:px-8"
      >
        <div className={card}>
          <h2 className={h2}>{t('about.mission')}</h2>
          <p className={`mt-3 ${text}`}>{about.mission}</p>
        </div>
        <div className={card}>
          <h2 className={h2}>{t('about.vision')}</h2>
          <p className={`mt-3 ${text}`}>{about.vision}</p>
        </div>
      </section>

      <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="team-title" className={`${h2} text-center`}>
          {t('about.team')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.id} className={`${card} text-center`}>
              <img
                src={member.photo}
                alt={member.photoAlt}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="mx-auto size-32 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
              />
              <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{member.name}</h3>
              <p className="text-sm font-semibold text-brand-800 dark:text-brand-300">{member.designation}</p>
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{member.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="history-title" className="bg-white dark:bg-slate-900">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="history-title" className={h2}>
              {t('about.history')}
            </h2>
            <div className="mt-4 space-y-4">
              {about.history.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className={text}>
                  {paragraph}
                </p>
              ))}
            </div>
          </div>
          <div>
            <h2 className={h2}>{t('about.milestones')}</h2>
            <ol className="mt-6 space-y-6 border-l-2 border-brand-600 pl-6">
              {about.milestones.map((milestone) => (
                <li key={milestone.date} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600"
                  />
                  <p className="text-sm font-semibold text-brand-800 dark:text-brand-300">{milestone.date}</p>
                  <h3 className="text-lg font-bold text-slate-900 dark:text-white">{milestone.title}</h3>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className={card}>
          <h2 className={h2}>{t('about.contactInformation')}</h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('about.phone')}</dt>
              <dd>
                <a
                  href={telHref(shop.phone)}
                  className="text-brand-800 underline underline-offset-2 dark:text-brand-300"
                >
                  {shop.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('about.tollFree')}</dt>
              <dd>
                <a
                  href={telHref(shop.tollFree)}
                  className="text-brand-800 underline underline-offset-2 dark:text-brand-300"
                >
                  {shop.tollFree}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('about.fax')}</dt>
              <dd className="text-slate-700 dark:text-slate-300">{shop.fax}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('about.email')}</dt>
              <dd>
                <a
                  href={`mailto:${shop.email}`}
                  className="break-all text-brand-800 underline underline-offset-2 dark:text-brand-300"
                >
                  {shop.email}
                </a>
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="font-semibold text-slate-900 dark:text-white">{t('about.hours')}</dt>
              <dd className="text-slate-700 dark:text-slate-300">
                {t('about.hoursText', { open: shop.openingHours, closed: shop.closedText })}
              </dd>
            </div>
          </dl>
        </div>
        <div className={card}>
          <h2 className={h2}>{t('about.location')}</h2>
          <p className={`mt-3 font-semibold ${text}`}>{shop.address}</p>
          <p className={`mt-2 ${text}`}>{shop.locationDescription}</p>
          <img
            src="/media/about/location-map.svg"
            alt={t('about.mapAlt', { name: shop.name })}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className="mt-5 w-full rounded-xl bg-slate-100 dark:bg-slate-800"
          />
        </div>
      </section>
    </>
  );
}
