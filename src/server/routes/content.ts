import { Hono } from 'hono';
import { API, FaqQuery, USER_TYPE_OF_SIM, type BannerList, type FaqList, type NoticeList } from '@/contract';
import { requireUser } from '@/server/auth/require-user';
import { bannersFor } from '@/server/content/banners';
import { faqList, type FaqType } from '@/server/content/faq';
import { noticesIn } from '@/server/content/notices';
import { serviceVideo } from '@/server/content/video';
import type { AppEnv, Deps } from '@/server/context';
import { findCurrentSim } from '@/server/domain/sims';
import { planFacts } from '@/server/domain/validity';
import { noQuery, readQuery } from '@/server/http/validate';

/**
 * Editorial content in the path's language (src/server/content/): the video section, campaign
 * banners, notices and the FAQ. Behind the token like the pages that show them.
 */
export function contentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.get(`/${API.video}`, auth, (c) => {
    noQuery(c);
    return c.json(serviceVideo(c.get('lng')));
  });

  // Banners follow the current SIM and its plan: a 5G campaign means nothing to an eSIM customer, rollover nothing on a 1GB plan.
  app.get(`/${API.banner}`, auth, async (c) => {
    noQuery(c);
    const sim = await findCurrentSim(deps.db, c.get('userId'));
    const body: BannerList = {
      banners: sim ? bannersFor(c.get('lng'), USER_TYPE_OF_SIM[sim.sim_type], planFacts(sim.plan)) : bannersFor(c.get('lng'), undefined),
    };
    return c.json(body);
  });

  app.get(`/${API.notices}`, auth, (c) => {
    noQuery(c);
    const body: NoticeList = { notices: noticesIn(c.get('lng')) };
    return c.json(body);
  });

  app.get(`/${API.faq}`, auth, (c) => {
    const { type } = readQuery(c, FaqQuery, ['type']);
    const body: FaqList = { faqs: faqList(type as FaqType, c.get('lng')) };
    return c.json(body);
  });

  return app;
}
