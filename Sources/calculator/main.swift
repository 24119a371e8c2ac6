print("calculator")
