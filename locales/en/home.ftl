## Home page

home-title = Electrician in Copenhagen – authorised electrical contractor | { $name }
home-description = Authorised electrician in Copenhagen. Installation, fault finding, fuse boards, smart home and EV charging points at fixed prices. Free advice and a reply within 2 hours on weekdays.

hero-badge = Authorised electrical contractor in Copenhagen
hero-title = Safe electrics for homes and businesses – at a fixed price
hero-subtitle = Certified and insured electricians for everything from new sockets and lights to fuse boards, smart home systems and EV chargers. Fixed prices with no hidden fees, and free advice before we start.
hero-see-work = See our work
hero-cta = Get a free quote
hero-assurances = What you always get
hero-warranty = 2-year guarantee
hero-quick-response = Fast call-out
hero-free-parking = No parking charges
hero-image-alt = Sockets and switches mounted on a wall
hero-video-pause = Pause the background video
hero-video-play = Play the background video
