print("layout-script: not yet")
