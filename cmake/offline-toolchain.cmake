# Used by the QuickJS backend of deno_core (crate v8x), whose CMake build would
# otherwise download simde with FetchContent. Debian's libsimde-dev ships the
# headers under /usr/include/simde, so point FetchContent there and stay offline.
if(EXISTS "/usr/include/simde")
  set(FETCHCONTENT_SOURCE_DIR_SIMDE "/usr/include" CACHE PATH "local simde headers" FORCE)
endif()
