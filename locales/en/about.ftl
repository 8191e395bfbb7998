## About page (/om-os)

about-page-meta-title = About us – authorised electrician in Copenhagen NV | { $name }
about-page-description = Meet { $name }: an authorised electrical contractor in Copenhagen NV with more than 15 years' experience. Certified, insured electricians and fixed prices.
about-page-badge = More than 15 years' experience
about-page-heading = About { $name }
about-page-intro = We are a local electrical firm in Copenhagen NV. We carry out electrical work for private customers and businesses throughout the Greater Copenhagen area – with fixed prices, clear communication and work we are proud to show off.
about-page-image-alt = Drawing of an electrician's van in front of townhouses in Copenhagen

about-story-heading = Our story
about-story-1 = { $name } was founded by a master electrician and authorised electrical contractor with more than 15 years' experience of everything from small jobs in private homes to large commercial building projects. The idea was simple: an electrical firm where customers always know what things cost, when we will arrive and what we have done.
about-story-2 = Today we are a team of qualified electricians and apprentices based in Copenhagen NV. We cover all of Copenhagen and the surrounding area, and our vans are stocked with tools and the most commonly used materials, so most jobs are sorted on the first visit.
about-story-3 = We are an authorised electrical contracting business with an approved quality management system, and all our electricians are certified and insured. Every year we train new apprentices, because we believe in passing on the trade.
about-credentials = Who we are
about-credential-1 = Authorised electrical contractor
about-credential-2 = Certified and insured electricians
about-credential-3 = More than 15 years' experience
about-credential-4 = Our own team of electricians and apprentices

about-values-heading = Our values
about-values-intro = Six things we never compromise on – whether the job is a new socket or a complete commercial installation.
about-value-quality-title = Quality and safety
about-value-quality-text = We follow the regulations to the letter, use approved materials, and measure and test everything before we leave. A safe installation is never up for negotiation.
about-value-reliability-title = Reliability
about-value-reliability-text = We turn up when we said we would and stick to the price we promised. If we are running late, we call – before you have had time to wonder.
about-value-customer-title = Customer focus
about-value-customer-text = We listen before we drill. The solution has to suit your home, your everyday life and your budget – not whatever is easiest for us.
about-value-pride-title = Pride in our craft
about-value-pride-text = Straight cable runs, neat finishes and a fuse board labelled so that anyone can understand it. We do work we are happy to show off.
about-value-passion-title = Passion
about-value-passion-text = We love all things electrical – from the classic installation to smart home and charging points – and we keep up to date so that you get the best solutions.
about-value-honesty-title = Honesty
about-value-honesty-text = We tell you honestly if a job isn't worth doing or if you can handle it yourself. No hidden fees and no surprises on the bill.

about-facts-heading = What you can count on
about-fact-warranty-title = 2-year guarantee
about-fact-warranty-text = On new installations, fuse boards, smart home and charging points you get a 2-year guarantee on the work, and all products come with a 2-year statutory right to claim for defects.
about-fact-reply-title = Reply within 2 hours
about-fact-reply-text = If you write or call on a weekday, you will hear from us within 2 hours – and we often deal with urgent faults the same day.
about-fact-prices-title = Fixed prices
about-fact-prices-text = You get a fixed price before we start – with no hidden fees for start-up, small materials or travel in the local area.
about-fact-advice-title = Free advice
about-fact-advice-text = We give free, no-obligation advice over the phone or during a visit when the job calls for it.

about-cta-heading = Shall we take a look at your job?
about-cta-text = Tell us what you need and we will get back to you with a fixed price – within 2 hours on weekdays.
